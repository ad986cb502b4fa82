include nginx
