class k { notify { 'k': } }
node testnode { include k notify { 'n': } }
