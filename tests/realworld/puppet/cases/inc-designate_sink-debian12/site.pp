include designate::sink
