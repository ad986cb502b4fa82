compare(true,false)
