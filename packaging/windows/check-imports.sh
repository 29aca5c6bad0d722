#!/usr/bin/env bash
# Checks that a gendesk.exe imports only DLLs that every Windows 10/11 has: no mingw runtime
# (libstdc++-6.dll, libgcc_s_seh-1.dll, libwinpthread-1.dll), nothing a person would have to
# install. Run by packaging/windows/build.sh on what it builds.
# Usage: packaging/windows/check-imports.sh path/to/gendesk.exe
# Needs: x86_64-w64-mingw32-objdump (binutils-mingw-w64-x86-64, with gcc-mingw-w64-x86-64).
set -euo pipefail

exe="${1:?usage: check-imports.sh gendesk.exe}"
[ -f "$exe" ] || { echo "check-imports: $exe does not exist" >&2; exit 1; }

# Part of Windows itself (System32), in every edition since Windows 10. The api-ms-win-* and
# ext-ms-win-* names are API sets that Windows resolves itself.
system_dlls=(
  advapi32 bcrypt bcryptprimitives combase comctl32 comdlg32 crypt32 d3d11 d3d12 d3dcompiler_47
  dbghelp dwrite mmdevapi uiautomationcore
  dwmapi dxgi gdi32 hid imm32 iphlpapi kernel32 msimg32 msvcrt ncrypt netapi32 ntdll ole32
  oleaut32 opengl32 powrprof propsys psapi rpcrt4 secur32 setupapi shell32 shlwapi user32
  userenv uxtheme version winhttp winmm ws2_32 wtsapi32 xinput1_4 dinput8 dsound mfplat
  windowscodecs
)

imports="$(x86_64-w64-mingw32-objdump -p "$exe" | sed -n 's/^[[:space:]]*DLL Name: //p' | tr '[:upper:]' '[:lower:]' | sort -u)"
[ -n "$imports" ] || { echo "check-imports: $exe imports no DLL at all (is it a PE file?)" >&2; exit 1; }
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

echo "$exe imports: $(tr '\n' ' ' <<<"$imports")"
if [ "${#bad[@]}" -gt 0 ]; then
  echo "check-imports: $exe needs DLLs that Windows does not have: ${bad[*]}" >&2
  echo "  (link them statically: see .cargo/config.toml)" >&2
  exit 1
fi
echo "check-imports: only DLLs that every Windows has"
