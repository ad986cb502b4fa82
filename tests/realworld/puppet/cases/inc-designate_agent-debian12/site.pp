include designate::agent
