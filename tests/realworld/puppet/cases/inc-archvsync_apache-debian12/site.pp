include archvsync::apache
