include docker::systemd_reload
