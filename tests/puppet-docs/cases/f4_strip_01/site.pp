" hello\n\t".strip()
strip(" hello\n\t")
