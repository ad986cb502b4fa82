include horizon::dashboards::octavia
