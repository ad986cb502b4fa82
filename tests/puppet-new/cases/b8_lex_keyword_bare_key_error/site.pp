notice({ if => 1 })
