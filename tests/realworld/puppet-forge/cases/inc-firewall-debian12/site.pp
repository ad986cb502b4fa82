include firewall
