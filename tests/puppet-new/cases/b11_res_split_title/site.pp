notify { split('p,q,r', ','): }
