class k { define d { } }
k::d { 'one': }
