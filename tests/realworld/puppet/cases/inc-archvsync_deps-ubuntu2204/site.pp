include archvsync::deps
