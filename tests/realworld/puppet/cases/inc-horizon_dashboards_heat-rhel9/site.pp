include horizon::dashboards::heat
