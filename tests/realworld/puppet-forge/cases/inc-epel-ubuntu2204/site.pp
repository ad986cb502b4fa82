include epel
