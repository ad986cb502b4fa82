include horizon::dashboards::manila
