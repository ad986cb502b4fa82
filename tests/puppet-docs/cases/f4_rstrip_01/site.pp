" hello\n\t".rstrip()
rstrip(" hello\n\t")
