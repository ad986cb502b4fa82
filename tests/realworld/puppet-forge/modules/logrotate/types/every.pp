type Logrotate::Every = Pattern['^hour(|ly)$','^da(|il)y$','^week(|ly)$','^month(|ly)$','^year(|ly)$']
