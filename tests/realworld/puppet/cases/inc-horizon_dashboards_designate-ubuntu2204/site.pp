include horizon::dashboards::designate
