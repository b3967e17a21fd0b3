"""Issue 11.3: in a window whose answers are secret (Alhambra's last thief window), a reminder goes to the
player privately and names nobody in the channel: who has not answered yet is a secret too."""
from tests.alhambra.helpers import every_thief
from tests.positions import set_position
from tests.reminders.conftest import ANN, BOB, CY, DAY, advance, player, started


def last_turn(st):  # ALH-080: an empty market space and an empty bag
    every_thief(st)
    st.data["bag"] = []
    st.data["market"][0] = None


async def test_a_reminder_in_the_last_thief_window_is_private(service, rem, events):
    doc = await started(service, players=(ANN, BOB, CY), game="alhambra", opts={"thieves": "yes"},
                        settings={"window": "off"})  # the window then waits like a turn, with reminders
    doc = await set_position(service, doc["id"], last_turn)
    turn = player(service.to_act(doc)[0])
    take = next(o.text for o in service.options_of(doc, turn).options if o.text.startswith("take "))
    doc = await service.move(doc["id"], turn, take)
    assert service.view_of(doc, None)["interrupt"]
    advance(service, DAY)
    await rem.tick()
    reminders = events.reminders
    assert reminders and all(r.to_act == [] for r in reminders)  # nobody named in the channel
    assert all(r.private for r in reminders)  # each told in private
