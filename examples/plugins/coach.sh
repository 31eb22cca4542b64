#!/bin/sh
# A cautious coach, written in POSIX sh so it runs wherever overload does.
#
# It speaks overload.plugin/1 (docs/plugins.md): the request arrives on standard input as one
# line of JSON with its keys sorted, and the answer is one JSON object on standard output.
# The coach takes its fallback rule's targets; when the last logged session was missed, it
# drops the last set, so the lifter repeats the load with less work. It keeps no state.
#
#   plugin coach exec "coach.sh" timeout 2s
#   progress squat: coach else linear +2.5kg

request=$(cat)

# The fallback's targets: a list of flat set objects (no nested lists).
targets=$(printf '%s\n' "$request" | sed -n 's/.*"fallback":{"rule":"[^"]*","targets":\(\[[^]]*\]\)}.*/\1/p')
rule=$(printf '%s\n' "$request" | sed -n 's/.*"fallback":{"rule":"\([^"]*\)".*/\1/p')
if [ -z "$targets" ]; then
    echo "coach: the request has no fallback targets" >&2
    exit 1
fi

# Sessions are in date order, so the last "success" is the latest session's.
last=$(printf '%s\n' "$request" | grep -o '"success":[a-z]*' | tail -n 1)
count=$(printf '%s\n' "$targets" | grep -o '"kind"' | wc -l | tr -d ' ')

if [ "$last" = '"success":false' ] && [ "$count" -gt 1 ]; then
    fewer=$(printf '%s\n' "$targets" | sed 's/,{[^}]*}\]$/]/')
    printf '{"schema":"overload.plugin/1","targets":%s,"changes":[{"what":"sets","before":"%s","after":"%s","reason":"the last session was missed: the same load with one set fewer"}]}\n' \
        "$fewer" "$count" "$((count - 1))"
else
    printf '{"schema":"overload.plugin/1","targets":%s,"changes":[{"what":"targets","after":"%s","reason":"the last session was made, or none is logged: the rule stands"}]}\n' \
        "$targets" "$rule"
fi
