include srv::child
