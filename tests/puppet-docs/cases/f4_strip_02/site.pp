[" hello\n\t", " hi\n\t"].strip()
strip([" hello\n\t", " hi\n\t"])
