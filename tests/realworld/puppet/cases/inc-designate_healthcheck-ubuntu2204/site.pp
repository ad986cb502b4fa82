include designate::healthcheck
