// A script; no target compiles it.
print("bump")
