include glance::wsgi
