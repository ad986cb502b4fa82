include ::etcd
