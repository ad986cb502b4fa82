class app(Integer $workers) { }
