#!/usr/bin/env bash
# Compares FacetIntrospect's public API with a checkout of SwiftUI-Introspect
# (https://github.com/siteline/swiftui-introspect), by name:
#   Packages/FacetIntrospect/Scripts/parity.sh /path/to/swiftui-introspect
# - view types: every `public struct …Type: IntrospectableViewType` in its Sources/ViewTypes,
#   present when FacetIntrospect declares a public struct of that name;
# - core API: every public or SPI declaration name (types, functions, properties, cases,
#   aliases) in its other Sources files, present when FacetIntrospect declares that name.
# UIKit/AppKit bridging (PlatformView, PlatformViewController, the representable) is
# reported apart: it has no Linux counterpart.
set -euo pipefail
upstream="${1:?usage: parity.sh /path/to/swiftui-introspect}"
here="$(cd "$(dirname "$0")/../Sources/FacetIntrospect" && pwd)"
[ -d "$upstream/Sources/ViewTypes" ] || { echo "error: $upstream/Sources/ViewTypes not found" >&2; exit 1; }

declared() { grep -rhoE "$1" "$here" --include='*.swift' | sort -u; }

present=0; missing=()
for type in $(grep -hoE 'public struct [A-Za-z]+Type: IntrospectableViewType' "$upstream"/Sources/ViewTypes/*.swift \
    | awk '{print $3}' | tr -d ':' | sort -u); do
    if grep -rqE "public struct $type\b" "$here"; then present=$((present + 1)); else missing+=("$type"); fi
done
total=$((present + ${#missing[@]}))
echo "view types: $present of $total present"
printf '  missing: %s\n' "${missing[@]}"

bridging='^(PlatformView|PlatformViewController|_PlatformViewControllerRepresentable|PlatformViewControllerRepresentable|makePlatformViewController|updatePlatformViewController|dismantlePlatformViewController|makeUIViewController|updateUIViewController|dismantleUIViewController|makeNSViewController|updateNSViewController|dismantleNSViewController|ViewController)$'
names=$(find "$upstream/Sources" -maxdepth 1 -name '*.swift' -print0 | xargs -0 cat \
    | grep -oE '(public|@_spi\([A-Za-z]+\) public) (static )?(struct|enum|protocol|final class|class|func|var|let|typealias|init|case) *`?[A-Za-z_][A-Za-z0-9_]*|@_spi\([A-Za-z]+\) case [a-z][A-Za-z]*' \
    | awk '{print $NF}' | tr -d '`' | sort -u)
core_present=0; core_missing=(); skipped=()
for name in $names; do
    if [[ $name =~ $bridging ]]; then skipped+=("$name"); continue; fi
    if grep -rqwE "(struct|enum|protocol|class|func|var|let|typealias|case) \`?$name\`?" "$here" \
        || { [ "$name" = init ] && grep -rqw "init" "$here"; }; then
        core_present=$((core_present + 1))
    else core_missing+=("$name"); fi
done
echo "core declarations: $core_present of $((core_present + ${#core_missing[@]})) present (Apple-only bridging left out: ${skipped[*]:-none})"
[ ${#core_missing[@]} -eq 0 ] || printf '  missing: %s\n' "${core_missing[@]}"
