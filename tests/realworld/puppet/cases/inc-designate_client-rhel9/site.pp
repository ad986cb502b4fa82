include designate::client
