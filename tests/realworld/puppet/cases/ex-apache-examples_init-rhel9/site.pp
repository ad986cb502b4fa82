include ::apache
