; GenDesk's Windows installer (NSIS 3, 64-bit Unicode), built offline by packaging/windows/build.sh
; with makensis (Debian's `nsis`, or NSIS on Windows):
;   makensis -DVERSION=0.1.0 -DEXE=path\to\gendesk.exe -DOUTFILE=gendesk_0.1.0_x64-setup.exe gendesk.nsi
;
; - Per user, no administrator prompt: %LOCALAPPDATA%\Programs\GenDesk, HKCU only.
; - A Start-menu shortcut; the uninstaller listed in Settings > Apps (and Programs and Features).
; - Toast notifications: GenDesk shows them under its AppUserModelID (app.gendesk.GenDesk). An
;   unpackaged app makes that id known to the shell under HKCU\Software\Classes\AppUserModelId,
;   with the name and the icon a toast shows.
; - /S installs (and the uninstaller's /S removes) silently; /D=<folder> (last, unquoted) sets
;   the folder.
; - Uninstalling keeps the person's history, settings and downloads (they live in
;   %APPDATA%\GenDesk and the folders they chose), and says so.

Unicode true
Target amd64-unicode
; The smallest download for releases; build.sh passes -DCOMPRESSOR=zlib for other profiles (CI's
; smoke checks), which packs an unoptimised build in seconds rather than a minute.
!ifndef COMPRESSOR
  !define COMPRESSOR "/SOLID lzma"
!endif
SetCompressor ${COMPRESSOR}
ManifestDPIAware true
RequestExecutionLevel user

!ifndef VERSION
  !error "VERSION is not defined: makensis -DVERSION=<x.y.z> ..."
!endif
!ifndef EXE
  !error "EXE is not defined: makensis -DEXE=<path of gendesk.exe> ..."
!endif
!ifndef OUTFILE
  !define OUTFILE "gendesk_${VERSION}_x64-setup.exe"
!endif

; Signing (build.sh passes WINDOWS_SIGN_COMMAND as SIGN_COMMAND): the uninstaller as it is
; written into the installer, then the installer itself.
!ifdef SIGN_COMMAND
  !uninstfinalize '${SIGN_COMMAND} "%1"' = 0
  !finalize '${SIGN_COMMAND} "%1"' = 0
!endif

!define APP_ID "app.gendesk.GenDesk"
!define PRODUCT "GenDesk"
!define PUBLISHER "The GenDesk developers"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP_ID}"
!define AUMID_KEY "Software\Classes\AppUserModelId\${APP_ID}"
; makensis works in this folder (unless given /NOCD): paths are relative to it.
!define ICONS "../icons"

Name "${PRODUCT}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${PRODUCT}"
; An earlier install's folder, when there is one (an update goes where the first one went).
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
BrandingText "${PRODUCT} ${VERSION}"

; The installer's own file properties (Explorer > Properties > Details).
VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=1033 "ProductName" "${PRODUCT}"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileDescription" "${PRODUCT} installer"
VIAddVersionKey /LANG=1033 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=1033 "LegalCopyright" "${PUBLISHER}"

!include "MUI2.nsh"
!include "FileFunc.nsh"
!include "LogicLib.nsh"
!include "x64.nsh"

!define MUI_ICON "${ICONS}/gendesk.ico"
!define MUI_UNICON "${ICONS}/gendesk.ico"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\gendesk.exe"
!define MUI_FINISHPAGE_RUN_TEXT "Start ${PRODUCT}"
!define MUI_UNCONFIRMPAGE_TEXT_TOP "${PRODUCT} will be removed from this computer. Your history, settings and downloaded files are kept."

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

; GenDesk's own updates start this installer as
;   gendesk_<version>_x64-setup.exe /S /UPDATE=<pid> [/WAIT=<seconds>] /D=<its folder>
; It then waits until that GenDesk (process <pid>) has exited and its gendesk.exe can be
; written (Explorer or an antivirus may hold it a moment longer), for /WAIT seconds (60 by
; default); installs over it; and starts the new version. If gendesk.exe stays held, it
; installs nothing, starts the old version again and ends with exit code 2: the old version
; keeps working.
Var UpdatePid
Var UpdateWait

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_ICONSTOP "${PRODUCT} needs 64-bit Windows." /SD IDOK
    Abort
  ${EndIf}
  ${GetParameters} $R0
  ClearErrors
  ${GetOptions} $R0 "/UPDATE=" $UpdatePid
  ${If} ${Errors}
    StrCpy $UpdatePid ""
  ${EndIf}
  ClearErrors
  ${GetOptions} $R0 "/WAIT=" $UpdateWait
  ${If} ${Errors}
  ${OrIf} $UpdateWait == ""
    StrCpy $UpdateWait 60
  ${EndIf}
  ${If} $UpdatePid != ""
    Call WaitForGenDesk
  ${EndIf}
FunctionEnd

; Waits for the updating GenDesk to end and for gendesk.exe to be writable.
Function WaitForGenDesk
  ; SYNCHRONIZE access is enough to wait for the process.
  System::Call 'kernel32::OpenProcess(i 0x00100000, i 0, i $UpdatePid) p .r0'
  ${If} $0 P<> 0
    IntOp $1 $UpdateWait * 1000
    System::Call 'kernel32::WaitForSingleObject(p r0, i r1) i .r2'
    System::Call 'kernel32::CloseHandle(p r0)'
  ${EndIf}
  ${IfNot} ${FileExists} "$INSTDIR\gendesk.exe"
    Return
  ${EndIf}
  IntOp $3 $UpdateWait * 2
  StrCpy $4 0
  ${Do}
    ClearErrors
    FileOpen $5 "$INSTDIR\gendesk.exe" a
    ${IfNot} ${Errors}
      FileClose $5
      Return
    ${EndIf}
    IntOp $4 $4 + 1
    ${If} $4 >= $3
      ; Still held: install nothing, and give the person their GenDesk back.
      Exec '"$INSTDIR\gendesk.exe"'
      SetErrorLevel 2
      Quit
    ${EndIf}
    Sleep 500
  ${Loop}
FunctionEnd

Function .onInstSuccess
  ${If} $UpdatePid != ""
    Exec '"$INSTDIR\gendesk.exe"'
  ${EndIf}
FunctionEnd

Section "${PRODUCT}" SecMain
  SectionIn RO
  SetOutPath "$INSTDIR"
  File "/oname=gendesk.exe" "${EXE}"
  File "/oname=gendesk.ico" "${ICONS}/gendesk.ico"
  File "/oname=gendesk.png" "${ICONS}/hicolor/256x256/apps/${APP_ID}.png"
  File "/oname=README.md" "../../README.md"
  File "/oname=third-party-licenses.txt" "../../assets/third-party-licenses.txt"
  ; The guide (Help -> User guide opens docs\getting-started.md).
  SetOutPath "$INSTDIR\docs"
  File "../../docs/*.md"
  SetOutPath "$INSTDIR\docs\screenshots"
  File "../../docs/screenshots/*.png"
  SetOutPath "$INSTDIR"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  ; The Start-menu entry (the icon is gendesk.exe's own).
  CreateShortcut "$SMPROGRAMS\${PRODUCT}.lnk" "$INSTDIR\gendesk.exe" "" "$INSTDIR\gendesk.exe" 0 \
    SW_SHOWNORMAL "" "Desktop client for the Asynchronous Generation Service"

  ; Toasts: the AppUserModelID's name and icon.
  WriteRegStr HKCU "${AUMID_KEY}" "DisplayName" "${PRODUCT}"
  WriteRegStr HKCU "${AUMID_KEY}" "IconUri" "$INSTDIR\gendesk.png"

  ; Settings > Apps.
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${PRODUCT}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\gendesk.exe,0"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" "$0"
SectionEnd

Section "Uninstall"
  Delete "$SMPROGRAMS\${PRODUCT}.lnk"
  Delete "$INSTDIR\gendesk.exe"
  Delete "$INSTDIR\gendesk.ico"
  Delete "$INSTDIR\gendesk.png"
  Delete "$INSTDIR\README.md"
  Delete "$INSTDIR\third-party-licenses.txt"
  Delete "$INSTDIR\docs\screenshots\*.png"
  RMDir "$INSTDIR\docs\screenshots"
  Delete "$INSTDIR\docs\*.md"
  RMDir "$INSTDIR\docs"
  Delete "$INSTDIR\uninstall.exe"
  ; Only when empty: nothing the person put there is removed.
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${AUMID_KEY}"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
SectionEnd
