"""python -m i18n update | check"""
import sys

from i18n.catalogs import problems, update

if __name__ == "__main__":
    what = sys.argv[1] if len(sys.argv) > 1 else "check"
    if what == "update":
        for line in update():
            print("new:", line)
    else:
        bad = problems()
        for line in bad:
            print(line)
        print(f"{len(bad)} problem(s)")
        sys.exit(1 if bad else 0)
