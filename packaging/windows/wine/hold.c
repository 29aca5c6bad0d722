/* Test-only (check-wine.sh): holds a file open with no sharing, as Explorer or an antivirus
 * may hold gendesk.exe, until the process is killed. Prints "holding" once it holds it. */
#include <stdio.h>
#include <windows.h>

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: hold.exe FILE\n");
        return 2;
    }
    HANDLE file = CreateFileA(argv[1], GENERIC_READ, 0, NULL, OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, NULL);
    if (file == INVALID_HANDLE_VALUE) {
        fprintf(stderr, "cannot open %s: error %lu\n", argv[1], GetLastError());
        return 1;
    }
    printf("holding\n");
    fflush(stdout);
    Sleep(INFINITE);
    return 0;
}
