"""Issue 12.3 in Discord: a refusal after a public command stays private."""


async def test_status_of_a_table_that_is_not_there_is_refused_privately(group, members):
    inter = members.act(members.ann)
    await group.get_command("status").callback(inter, table="zzzzzz")
    assert inter.sent and all(s.ephemeral for s in inter.sent)
    assert "no table" in inter.sent[-1].content.lower()
