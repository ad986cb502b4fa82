include archvsync::rsync
