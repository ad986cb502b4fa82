include designate::backend::agent
