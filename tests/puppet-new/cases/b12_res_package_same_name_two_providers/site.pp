package { 'pip-requests': name => 'requests', provider => 'pip' }
package { 'apt-requests': name => 'requests', provider => 'apt' }
package { 'again': name => 'requests', provider => 'pip' }
