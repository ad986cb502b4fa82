include apache::mod::proxy_html
