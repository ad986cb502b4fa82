include apache::mod::cgi
