//! Scenario tests per rule.
