include apache::mod::proxy_fcgi
