include mfind
