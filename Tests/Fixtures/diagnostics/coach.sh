#!/bin/sh
# Named by the external-plugin reproducers (E053x), so W0531 finds it; check never runs it.
exit 1
