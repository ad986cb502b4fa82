include motd
