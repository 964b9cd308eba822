"""tetrolab serve under hostile clients on loopback: a 1 GiB file by GET and
HEAD, 2,000 idle connections, a 200 MiB header, and 60 idle connections to a
server limited to 32 file descriptors. Prints the server's peak memory and
threads from /proc (Linux). Usage: python3 bench/serve_hostile.py BINARY"""

import os, socket, subprocess, sys, tempfile, time

B = sys.argv[1]
SITE = tempfile.mkdtemp(prefix="tetrolab-serve-bench-")
with open(os.path.join(SITE, "index.html"), "w") as f:
    f.write("<p>page")
with open(os.path.join(SITE, "big.bin"), "wb") as f:
    f.truncate(1 << 30)  # sparse: no disk used
def start(pre=""):
    p = subprocess.Popen(["sh", "-c", pre + f"exec {B} serve --port 0 --dir {SITE}"], stdout=subprocess.PIPE)
    line = p.stdout.readline().decode()
    port = int(line.split("127.0.0.1:")[1].split("/")[0])
    return p, port
def status(p, key):
    for l in open(f"/proc/{p.pid}/status"):
        if l.startswith(key + ":"): return l.split()[1]
def conn(port, timeout=30):
    s = socket.create_connection(("127.0.0.1", port), timeout=timeout); return s
def drain(s):
    n = 0; first = b""
    while True:
        d = s.recv(1 << 20)
        if not d: break
        if not first: first = d[:40]
        n += len(d)
    return n, first
def stop(p): p.kill(); p.wait()

p, port = start(); s = conn(port); s.sendall(b"GET /big.bin HTTP/1.1\r\n\r\n"); t=time.time(); n, f = drain(s)
print(f"GET 1 GiB file: {n} bytes in {time.time()-t:.2f}s, server VmHWM {status(p,'VmHWM')} kB"); stop(p)
p, port = start(); s = conn(port); s.sendall(b"HEAD /big.bin HTTP/1.1\r\n\r\n"); n, f = drain(s)
print(f"HEAD 1 GiB file: server VmHWM {status(p,'VmHWM')} kB"); stop(p)
p, port = start(); idle = [conn(port) for _ in range(2000)]; time.sleep(1.5)
print(f"2000 idle connections: server threads {status(p,'Threads')}, VmHWM {status(p,'VmHWM')} kB")
s = conn(port, 5); s.sendall(b"GET / HTTP/1.1\r\n\r\n")
try: n, f = drain(s); print(f"  a real client meanwhile: {f[:30]!r}")
except Exception as e: print(f"  a real client meanwhile: {e}")
for c in idle: c.close()
stop(p)
p, port = start(); s = conn(port, 60); t=time.time()
try:
    s.sendall(b"GET / HTTP/1.1\r\nX: ")
    chunk = b"a" * (1 << 20)
    for i in range(200): s.sendall(chunk)
    s.sendall(b"\r\n\r\n"); n, f = drain(s); print(f"200 MiB header: answer {f[:40]!r}")
except Exception as e: print(f"200 MiB header: client saw {e!r} after {time.time()-t:.1f}s")
print(f"  server VmHWM {status(p,'VmHWM')} kB"); stop(p)
p, port = start("ulimit -n 32; "); idle = [conn(port) for _ in range(60)]; time.sleep(1)
t=time.time(); s = conn(port, 10); s.sendall(b"GET / HTTP/1.1\r\n\r\n")
try: n, f = drain(s); print(f"ulimit -n 32, 60 idle connections, a real client: {f[:30]!r} after {time.time()-t:.2f}s")
except Exception as e: print(f"ulimit -n 32, 60 idle connections, a real client: {e!r} after {time.time()-t:.2f}s")
print(f"  server CPU time {sum(int(x) for x in open(f'/proc/{p.pid}/stat').read().split()[13:15])} ticks")
for c in idle: c.close()
stop(p)
import shutil
shutil.rmtree(SITE)
