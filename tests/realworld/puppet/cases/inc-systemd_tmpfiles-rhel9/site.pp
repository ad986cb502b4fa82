include systemd::tmpfiles
