#!/usr/bin/env bash
# Checks a gendesk.exe the way Windows will see it (run by packaging/windows/build.sh on what
# it builds):
#   - it is a 64-bit GUI program (no console window opens with it);
#   - it imports only DLLs that every Windows 10/11 has: no mingw runtime (libstdc++-6.dll,
#     libgcc_s_seh-1.dll, libwinpthread-1.dll), nothing a person would have to install;
#   - it carries its resources (build.rs): the icon in all seven sizes, the version information
#     of this version, and the manifest (as the invoker, app.gendesk.GenDesk).
# Usage: packaging/windows/check-exe.sh path/to/gendesk.exe VERSION
# Needs: x86_64-w64-mingw32-objdump and -windres (binutils-mingw-w64-x86-64).
set -euo pipefail

exe="${1:?usage: check-exe.sh gendesk.exe VERSION}"
version="${2:?usage: check-exe.sh gendesk.exe VERSION}"
fail() { echo "check-exe: $exe: $*" >&2; exit 1; }
[ -f "$exe" ] || fail "does not exist"
headers="$(x86_64-w64-mingw32-objdump -p "$exe")"
grep -q '^Magic[[:space:]]*020b' <<<"$headers" || fail "is not a 64-bit (PE32+) program"
grep -q '^Subsystem[[:space:]]*00000002' <<<"$headers" || fail "is not a GUI program: $(grep '^Subsystem' <<<"$headers")"
echo "$exe: 64-bit, GUI subsystem"

# Part of Windows itself (System32), in every edition since Windows 10. The api-ms-win-* and
# ext-ms-win-* names are API sets that Windows resolves itself. ktmw32 (the Kernel Transaction
# Manager, in System32 since Vista) comes with windows-registry, which hyper-util's system proxy
# uses to read Internet Options.
system_dlls=(
  advapi32 bcrypt bcryptprimitives combase comctl32 comdlg32 crypt32 d3d11 d3d12 d3dcompiler_47
  dbghelp dwrite ktmw32 mmdevapi uiautomationcore
  dwmapi dxgi gdi32 hid imm32 iphlpapi kernel32 msimg32 msvcrt ncrypt netapi32 ntdll ole32
  oleaut32 opengl32 powrprof propsys psapi rpcrt4 secur32 setupapi shell32 shlwapi user32
  userenv uxtheme version winhttp winmm ws2_32 wtsapi32 xinput1_4 dinput8 dsound mfplat
  windowscodecs
)

imports="$(sed -n 's/^[[:space:]]*DLL Name: //p' <<<"$headers" | tr '[:upper:]' '[:lower:]' | sort -u)"
[ -n "$imports" ] || fail "imports no DLL at all"
bad=()
while read -r dll; do
  name="${dll%.dll}"
  case "$name" in
    api-ms-win-* | ext-ms-win-*) continue ;;
  esac
  found=""
  for ok in "${system_dlls[@]}"; do [ "$name" = "$ok" ] && found=1 && break; done
  [ -n "$found" ] || bad+=("$dll")
done <<<"$imports"

echo "imports: $(tr '\n' ' ' <<<"$imports")"
if [ "${#bad[@]}" -gt 0 ]; then
  fail "needs DLLs that Windows does not have: ${bad[*]} (link them statically: see .cargo/config.toml)"
fi
echo "  only DLLs that every Windows has"

resources="$(x86_64-w64-mingw32-windres -i "$exe" -O rc 2>/dev/null)" || fail "its resources cannot be read"
icons="$(sed -n 's/.*Has \([0-9]*\) elements.*/\1/p' <<<"$resources" | head -n 1)"
[ "${icons:-0}" -eq 7 ] || fail "its icon has ${icons:-no} sizes, not the 7 of packaging/icons/gendesk.ico"
for value in "\"FileVersion\", \"$version\"" "\"ProductVersion\", \"$version\"" '"ProductName", "GenDesk"'; do
  grep -qF "VALUE $value" <<<"$resources" || fail "its version information lacks $value"
done
grep -qF 'level=""asInvoker""' <<<"$resources" || fail "its manifest does not run it as the invoker"
grep -qF 'name=""app.gendesk.GenDesk""' <<<"$resources" || fail "its manifest is not GenDesk's"
echo "  resources: the icon (7 sizes), version $version, the manifest"
