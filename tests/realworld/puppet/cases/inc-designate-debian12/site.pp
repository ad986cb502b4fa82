include designate
