/* A stand-in for bcryptprimitives.dll, for testing GenDesk under Wine 8.0 only: never shipped.
 *
 * Every program built by Rust 1.78 or later imports ProcessPrng from bcryptprimitives.dll
 * (the standard library's random numbers); Windows 10 and 11 have it, but Wine gained the DLL
 * only in 8.13. check-wine.sh builds this with mingw and puts it into the scratch Wine prefix's
 * system32. It fills the buffer from advapi32's SystemFunction036 (RtlGenRandom), which Wine
 * implements with the host's random source. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

/* Windows documents that ProcessPrng always returns TRUE. */
__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    while (length > 0) {
        ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk)) {
            return FALSE;
        }
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
