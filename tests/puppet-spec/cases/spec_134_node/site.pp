node 5name {} 
