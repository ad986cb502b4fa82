package { 'gem-x': name => 'x', provider => 'gem' }
package { 'apt-x': name => 'x', provider => 'apt' }
